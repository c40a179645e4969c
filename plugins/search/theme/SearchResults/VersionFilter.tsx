import {useId, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ALL_VERSIONS, type VersionFilter as Filter} from '../../shared/searchIndex';
import type {SearchGlobalData} from '../../shared/globalData';
import styles from './versionFilter.module.css';

/** The version filter's choices, `All` first, then each major, newest first; the newest is the default. */
export function useVersionFilters(): {filters: {value: Filter; label: string}[]; defaultFilter: Filter} {
  const {versions} = usePluginData('search') as SearchGlobalData;
  return {
    filters: [
      {value: ALL_VERSIONS, label: 'All'},
      ...versions.map((version) => ({value: version.label, label: version.label})),
    ],
    defaultFilter: versions[0]?.label ?? ALL_VERSIONS,
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
