import path from 'node:path';
import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({}, {oldFragmentsFile: path.join(__dirname, 'old-fragments.json')});
