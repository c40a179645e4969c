import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Validated options, as the plugin receives them. */
export interface PluginOptions {
  id: string;
  /** One paragraph on what the site documents, for `/llms.txt` and the home page's twin. */
  summary: string;
}

/** Options as written in `docusaurus.config.ts`. */
export type Options = Partial<PluginOptions> & Pick<PluginOptions, 'summary'>;

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  summary: Joi.string().trim().required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
