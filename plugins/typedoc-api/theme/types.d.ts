// The theme components of the typedoc-api plugin, resolved as `@theme/Api*` (see index.ts getThemePath).

declare module '@theme/ApiPage' {
  import type {ReactNode} from 'react';
  import type {PropSidebar} from '@docusaurus/plugin-content-docs';
  import type {ApiOutline} from '@site/plugins/typedoc-api/shared/outline';
  import type {ApiVersionProps} from '@site/plugins/typedoc-api/shared/types';

  export interface Props extends ApiVersionProps {
    /** The page's outline (see node/outline/toOutline.ts). */
    readonly page: ApiOutline;
    /** The shared `api` sidebar module (see routes.ts). */
    readonly sidebar: PropSidebar;
  }
  export default function ApiPage(props: Props): ReactNode;
}

declare module '@theme/ApiIndex' {
  import type {ReactNode} from 'react';
  import type {PropSidebar} from '@docusaurus/plugin-content-docs';
  import type {ApiIndexData, ApiVersionProps} from '@site/plugins/typedoc-api/shared/types';

  export interface Props extends ApiVersionProps {
    readonly index: ApiIndexData;
    readonly sidebar: PropSidebar;
  }
  export default function ApiIndex(props: Props): ReactNode;
}

declare module '@theme/ApiRoot' {
  import type {ReactNode} from 'react';
  import type {RouteConfig} from 'react-router-config';

  export interface Props {
    /** A level of the nested `/api` routes (see routes.ts). */
    readonly route: RouteConfig & {readonly routes: RouteConfig[]};
  }
  export default function ApiRoot(props: Props): ReactNode;
}

declare module '@theme/ApiLayout' {
  import type {ReactNode} from 'react';
  import type {PropSidebar} from '@docusaurus/plugin-content-docs';
  import type {ApiBreadcrumb, ApiPaginationLink, ApiTocItem} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
    readonly title: string;
    readonly description: string;
    readonly sidebar: PropSidebar;
    /** From the API overview to the current page (the last one). */
    readonly breadcrumbs: readonly ApiBreadcrumb[];
    readonly toc: readonly ApiTocItem[];
    readonly previous?: ApiPaginationLink;
    readonly next?: ApiPaginationLink;
    readonly children: ReactNode;
  }
  export default function ApiLayout(props: Props): ReactNode;
}

declare module '@theme/ApiLink' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** A site path from the API model (`/api/class/GraphQLSchema#toConfig`), a `#fragment` or a URL. */
    readonly to: string;
    readonly className?: string;
    readonly title?: string;
    readonly children: ReactNode;
  }
  /** A link inside an API article; ApiLayout gives it client-side navigation and preloading. */
  export default function ApiLink(props: Props): ReactNode;
}

declare module '@theme/ApiDoc' {
  import type {ReactNode} from 'react';
  import type {ApiRichText} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
    readonly text: ApiRichText;
    /** Render only the children of a single paragraph (inside table cells). */
    readonly inline?: boolean;
  }
  /** Doc-comment text, pre-rendered at build time. */
  export default function ApiDoc(props: Props): ReactNode;
}

declare module '@theme/ApiCode' {
  import type {ReactNode} from 'react';
  import type {ApiCode} from '@site/plugins/typedoc-api/shared/outline';

  export interface Props {
    readonly code: ApiCode;
  }
  /** Code printed at build time, with its links; the caller puts it in `<code>` or `<pre>`. */
  export default function ApiCodeView(props: Props): ReactNode;
}

declare module '@theme/ApiBlocks' {
  import type {ReactNode} from 'react';
  import type {ApiBlock} from '@site/plugins/typedoc-api/shared/outline';

  export interface Props {
    readonly blocks: readonly ApiBlock[];
    /** The heading level of the blocks' parts: 3 in a section, 4 in a member or an overload. */
    readonly level: 3 | 4;
  }
  /** The blocks of a section, a member or an overload of an API page. */
  export default function ApiBlocks(props: Props): ReactNode;
}

declare module '@theme/ApiExampleRun' {
  import type {ReactNode} from 'react';
  import type {ApiExampleRun} from '@site/plugins/typedoc-api/shared/outline';

  export interface Props {
    readonly run: ApiExampleRun;
  }
  /** Under an example with a `run`: why it does not run, or (in a site that wraps it) its Run button. */
  export default function ApiExampleRunView(props: Props): ReactNode;
}
