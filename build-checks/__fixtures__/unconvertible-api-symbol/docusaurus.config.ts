import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({}, {apiEntryPoint: 'package/index.d.ts'});
