import path from 'node:path';
import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({}, {redirectsFile: path.join(__dirname, 'redirects.json')});
