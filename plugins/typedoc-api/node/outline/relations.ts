import type {ApiModel, ApiPage} from '../../shared/types';
import {typeHrefs, usedTypes} from '../model/references';

/** What points at a page from elsewhere in the API, by page id. */
export interface PageRelations {
  extendedBy: string[];
  implementedBy: string[];
  /** Pages whose signatures, members or types reference the page (heritage aside). */
  usedBy: string[];
}

/** The relations of every page of the model. */
export function toRelations(model: ApiModel): Map<string, PageRelations> {
  const idByPermalink = new Map(model.pages.map((page) => [page.permalink, page.id]));
  const relations = new Map<string, PageRelations>(
    model.pages.map((page) => [page.id, {extendedBy: [], implementedBy: [], usedBy: []}]),
  );
  const add = (key: keyof PageRelations, hrefs: string[], from: ApiPage) => {
    for (const href of hrefs) {
      const id = idByPermalink.get(href.split('#')[0]);
      const target = id && id !== from.id ? relations.get(id) : undefined;
      if (target && !target[key].includes(from.id)) target[key].push(from.id);
    }
  };
  for (const page of model.pages) {
    add('extendedBy', page.extends.flatMap(typeHrefs), page);
    add('implementedBy', page.implements.flatMap(typeHrefs), page);
    add('usedBy', usedTypes(page).flatMap(typeHrefs), page);
  }
  return relations;
}
