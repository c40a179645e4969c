import {useId, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ALL_VERSIONS, type VersionFilter as Filter} from '../../shared/searchIndex';
import type {SearchGlobalData} from '../../shared/globalData';
import styles from './versionFilter.module.css';

/**
 * The version filter's choices, `All` first, then each major, newest first. The default is the newest major;
 * on a page of an older major's reference (`/api/v16/...`), it is All, and that major (`preferred`) is listed
 * first, since the reader is working with it.
 */
export function useVersionFilters(): {
  filters: {value: Filter; label: string}[];
  defaultFilter: Filter;
  preferred?: string;
} {
  const {versions} = usePluginData('search') as SearchGlobalData;
  const {pathname} = useLocation();
  const siteRoot = useBaseUrl('/');
  const sitePath = `/${pathname.slice(siteRoot.length)}`;
  // The longest base the page is under: `/api/v16/...` is under `/api` too.
  const pageMajor = versions
    .filter(({apiBase}) => sitePath === apiBase || sitePath.startsWith(`${apiBase}/`))
    .sort((a, b) => b.apiBase.length - a.apiBase.length)[0]?.label;
  const newest = versions[0]?.label;
  const olderPage = pageMajor !== undefined && pageMajor !== newest;
  return {
    filters: [
      {value: ALL_VERSIONS, label: 'All'},
      ...versions.map((version) => ({value: version.label, label: version.label})),
    ],
    defaultFilter: olderPage ? ALL_VERSIONS : (newest ?? ALL_VERSIONS),
    ...(olderPage && {preferred: pageMajor}),
  };
}

interface Props {
  value: Filter;
  onChange: (value: Filter) => void;
  className?: string;
}

/** Which majors of graphql the API results come from: a group of radio buttons, as compact as a toolbar. */
export default function VersionFilter({value, onChange, className}: Props): ReactNode {
  const name = useId();
  const {filters} = useVersionFilters();
  return (
    <fieldset className={`${styles.filter} ${className ?? ''}`}>
      <legend className={styles.legend}>graphql version</legend>
      {filters.map((filter) => (
        <label key={filter.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={filter.value}
            checked={filter.value === value}
            onChange={() => onChange(filter.value)}
          />
          {filter.label}
        </label>
      ))}
    </fieldset>
  );
}
