import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Validated options, as the plugin receives them. */
export interface PluginOptions {
  id: string;
  /**
   * Route components (module requests, as routes name them: `@theme/ApiPage`) whose pages get their props
   * from a JSON file beside their HTML instead of an entry each in the browser's route table.
   */
  dataFileComponents: string[];
  /**
   * Chunks (webpackChunkName) minified with their function and class names kept, and never split into chunks
   * shared with others: the example worker's, whose output shows graphql's names (node/keepNames.ts).
   */
  keepNamesChunks: string[];
}

/** Options as written in `docusaurus.config.ts`. */
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS = {
  id: 'default',
  dataFileComponents: [],
  keepNamesChunks: [],
} satisfies PluginOptions;

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default(DEFAULT_OPTIONS.id),
  dataFileComponents: Joi.array().items(Joi.string()).unique().default(DEFAULT_OPTIONS.dataFileComponents),
  keepNamesChunks: Joi.array().items(Joi.string()).unique().default(DEFAULT_OPTIONS.keepNamesChunks),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
