import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({});
