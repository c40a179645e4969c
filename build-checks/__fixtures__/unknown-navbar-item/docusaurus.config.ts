import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({
  themeConfig: {navbar: {items: [{type: 'mysteryWidget', label: 'Mystery'}]}},
});
