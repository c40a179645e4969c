// The theme components of the typedoc-api plugin, resolved as `@theme/Api*` (see index.ts getThemePath).

declare module '@theme/ApiPage' {
  import type {ReactNode} from 'react';
  import type {PropSidebar} from '@docusaurus/plugin-content-docs';
  import type {ApiPageData} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
    readonly page: ApiPageData;
    /** The shared `api` sidebar module (see routes.ts). */
    readonly sidebar: PropSidebar;
  }
  export default function ApiPage(props: Props): ReactNode;
}

declare module '@theme/ApiIndex' {
  import type {ReactNode} from 'react';
  import type {PropSidebar} from '@docusaurus/plugin-content-docs';
  import type {ApiIndexData} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
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

declare module '@theme/ApiPageRoutes' {
  import type {RouteConfig} from 'react-router-config';
  import type {SharedPageRoute} from '@site/plugins/typedoc-api/shared/types';

  export type {SharedPageRoute};
  export type ApiPageRoute = RouteConfig & {path: string};
  /** The browser's routes of the API pages, from their paths and what they share. */
  export default function apiPageRoutes(paths: readonly string[], shared: SharedPageRoute): ApiPageRoute[];
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

declare module '@theme/ApiType' {
  import type {ReactNode} from 'react';
  import type {ApiType} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
    readonly type: ApiType;
  }
  /** A type, inline; named types with a page are links. */
  export default function ApiTypeView(props: Props): ReactNode;
}

declare module '@theme/ApiSignature' {
  import type {ReactNode} from 'react';
  import type {ApiRichText, ApiSignature, ApiTypeParameter} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
    /** What precedes the parameter list: `function parse`, `new Source`, `getType`. */
    readonly prefix: string;
    readonly signature: ApiSignature<ApiRichText>;
    /** The heading level of the signature's own parts (Parameters, Returns). */
    readonly headingLevel: 'h3' | 'h4';
    /** `colon`: `f(x): R` (default); `arrow`: `(x) => R` (function types); `none`: constructors. */
    readonly arrow?: 'colon' | 'arrow' | 'none';
    /** False when the page or member already shows the same `@deprecated` notice. */
    readonly showDeprecated?: boolean;
  }
  export default function ApiSignatureView(props: Props): ReactNode;

  /** The type parameters table, also used for classes, interfaces and type aliases. */
  export function ApiTypeParameters(props: {
    readonly typeParameters: readonly ApiTypeParameter<ApiRichText>[];
    /** `null` when the caller already gave the table a heading. */
    readonly headingLevel: 'h3' | 'h4' | null;
  }): ReactNode;
}

declare module '@theme/ApiMember' {
  import type {ReactNode} from 'react';
  import type {ApiMember, ApiRichText} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
    readonly member: ApiMember<ApiRichText>;
  }
  /** A class or interface member under an `h3`. */
  export default function ApiMemberView(props: Props): ReactNode;
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

declare module '@theme/ApiExample' {
  import type {ReactNode} from 'react';
  import type {ApiExample} from '@site/plugins/typedoc-api/shared/types';

  export interface Props {
    readonly example: ApiExample;
  }
  /** An `@example`: plain code in the server's HTML, highlighted with `@theme/CodeBlock` in the browser. */
  export default function ApiExampleView(props: Props): ReactNode;
}
