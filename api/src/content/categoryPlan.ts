import { randomUUID } from 'node:crypto';
import type { CategoryDoc } from '../models';
import type { CategorySpec } from './frontMatter';
import { slugifyHeading } from './headingIds';

/** A category of an imported site's own tree: found by its path of names (never by a slug made up for it), placed at `order`. */
export interface CategoryPlace {
  name: string;
  order: number;
  children: CategoryPlace[];
}

const same = (a: CategoryDoc, b: CategoryDoc) => a.name === b.name && a.slug === b.slug && a.order === b.order && a.parentId === b.parentId;

/**
 * Works out the category writes of an import against what the database holds. A category is the
 * same one when its slug matches (from categories*.json) or its path of names matches (from an
 * article's `category`); re-importing therefore updates in place and never duplicates. A category
 * named only by articles gets a slug from its name, made unique with its parent's slug if needed.
 */
export class CategoryPlan {
  private readonly byId: Map<string, CategoryDoc>;
  private readonly bySlug = new Map<string, CategoryDoc>();
  private readonly byPath = new Map<string, CategoryDoc>();
  private readonly original: Map<string, CategoryDoc>;

  constructor(existing: readonly CategoryDoc[]) {
    this.original = new Map(existing.map((c) => [c._id, c]));
    this.byId = new Map(existing.map((c) => [c._id, { ...c }]));
    for (const category of this.byId.values()) this.bySlug.set(category.slug, category);
    for (const category of this.byId.values()) this.byPath.set(this.pathOf(category), category);
  }

  private pathOf(category: CategoryDoc): string {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let c: CategoryDoc | undefined = category; c && !seen.has(c._id); c = c.parentId ? this.byId.get(c.parentId) : undefined) {
      seen.add(c._id);
      names.unshift(c.name);
    }
    return names.join('\u0000');
  }

  /** Applies one categories*.json tree (top-level specs) under the root. */
  applySpecs(specs: readonly CategorySpec[], parent: CategoryDoc | null = null): void {
    for (const spec of specs) {
      const path = parent ? `${this.pathOf(parent)}\u0000${spec.name}` : spec.name;
      const found = (spec.id && this.byId.get(spec.id)) || this.bySlug.get(spec.slug) || this.byPath.get(path);
      const category = found ?? this.add({ _id: spec.id ?? randomUUID(), slug: spec.slug, name: spec.name, order: spec.order, parentId: null });
      this.bySlug.delete(category.slug);
      Object.assign(category, { slug: spec.slug, name: spec.name, order: spec.order, parentId: parent?._id ?? null });
      this.bySlug.set(category.slug, category);
      this.byPath.set(path, category);
      this.applySpecs(spec.children, category);
    }
  }

  /**
   * Orders a tree of categories found by their paths of names (created, with free slugs, when new): an
   * imported site's own tree, whose categories match the knowledge base's by name, never by a slug.
   */
  applyPlaces(places: readonly CategoryPlace[], names: readonly string[] = []): void {
    for (const place of places) {
      const path = [...names, place.name];
      this.ensurePath(path).order = place.order;
      this.applyPlaces(place.children, path);
    }
  }

  /** The category at a path of names, created (with its missing ancestors) when new. */
  ensurePath(names: readonly string[]): CategoryDoc {
    let parent: CategoryDoc | null = null;
    let path = '';
    for (const name of names) {
      path = path ? `${path}\u0000${name}` : name;
      let category = this.byPath.get(path);
      if (!category) {
        let slug = slugifyHeading(name);
        if (this.bySlug.has(slug) && parent) slug = `${parent.slug}-${slug}`;
        for (let n = 2; this.bySlug.has(slug); n += 1) slug = `${slugifyHeading(name)}-${n}`;
        category = this.add({ _id: randomUUID(), slug, name, order: 0, parentId: parent?._id ?? null });
        this.byPath.set(path, category);
      }
      parent = category;
    }
    return parent!;
  }

  private add(category: CategoryDoc): CategoryDoc {
    this.byId.set(category._id, category);
    this.bySlug.set(category.slug, category);
    return category;
  }

  /** Categories to insert and to update, and the full list after the import. */
  changes(): { created: CategoryDoc[]; updated: CategoryDoc[]; all: CategoryDoc[] } {
    const all = [...this.byId.values()];
    return {
      created: all.filter((c) => !this.original.has(c._id)),
      updated: all.filter((c) => this.original.has(c._id) && !same(c, this.original.get(c._id)!)),
      all,
    };
  }

  /** Category names from the top level down. */
  namesOf(id: string): string[] {
    const category = this.byId.get(id);
    return category ? this.pathOf(category).split('\u0000') : [];
  }
}
