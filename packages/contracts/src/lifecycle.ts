import { roleAllows, type Role } from './routes';

/**
 * The content lifecycle of an article's main line (issue 41): its state, and one table of which role may do what
 * from which state. The server checks the table on the lifecycle's calls; the roles of the calls (routes.ts) stay the
 * outer gate. Plain data, no schemas: the console imports it to show the state and what may be done.
 */
export const LIFECYCLE_STATES = ['draft', 'inReview', 'changesRequested', 'approved', 'live', 'liveWithChanges', 'unpublished'] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

export const LIFECYCLE_LABELS: Record<LifecycleState, string> = {
  draft: 'Draft',
  inReview: 'In review',
  changesRequested: 'Changes requested',
  approved: 'Approved (scheduled)',
  live: 'Live',
  liveWithChanges: 'Live with unpublished changes',
  unpublished: 'Unpublished',
};

export type LifecycleAction = 'save' | 'submit' | 'requestChanges' | 'approve' | 'publish' | 'unpublish' | 'discard';

const ANY: readonly LifecycleState[] = LIFECYCLE_STATES;

/** Who may do what, from which state. */
export const TRANSITIONS: Record<LifecycleAction, { role: Role; from: readonly LifecycleState[] }> = {
  save: { role: 'editor', from: ANY },
  // Something saved and not live, not already waiting for a decision.
  submit: { role: 'editor', from: ['draft', 'changesRequested', 'liveWithChanges', 'unpublished'] },
  requestChanges: { role: 'publisher', from: ['inReview'] },
  approve: { role: 'publisher', from: ['inReview'] },
  // Publishing the live revision again is allowed: it repairs a publish that stopped half-way.
  publish: { role: 'publisher', from: ANY },
  unpublish: { role: 'publisher', from: ['live', 'liveWithChanges', 'inReview', 'changesRequested', 'approved'] },
  discard: { role: 'editor', from: ['liveWithChanges', 'inReview', 'changesRequested', 'approved'] },
};

export interface LifecycleFacts {
  /** The article's own status. */
  status: 'draft' | 'published' | 'unpublished';
  /** The working copy (newest main-line revision): whether it is the live one; null when none was saved. */
  workingCopyPublished: boolean | null;
  /** The working copy's review, if it was submitted. */
  review: { status: 'pending' | 'approved' | 'changesRequested' | 'withdrawn'; publishAt: string | Date | null } | null;
}

/** The state of an article's main line from what is stored. */
export function lifecycleState({ status, workingCopyPublished, review }: LifecycleFacts): LifecycleState {
  if (workingCopyPublished === false && review) {
    if (review.status === 'pending') return 'inReview';
    if (review.status === 'changesRequested') return 'changesRequested';
    if (review.status === 'approved' && review.publishAt !== null) return 'approved';
  }
  if (status === 'draft') return 'draft';
  if (status === 'unpublished') return 'unpublished';
  return workingCopyPublished === false ? 'liveWithChanges' : 'live';
}

/** Why `role` may not do `action` from `state` (null: it may). */
export function transitionRefusal(state: LifecycleState, action: LifecycleAction, role: Role): string | null {
  const rule = TRANSITIONS[action];
  if (!roleAllows(role, rule.role)) return `Needs the ${rule.role} role`;
  if (!rule.from.includes(state)) return `Not possible while the article is ${LIFECYCLE_LABELS[state].toLowerCase()}`;
  return null;
}

/**
 * Finding work (issue 41): the articles the console filters by. Drafts are never published; My drafts are the
 * caller's drafts (who created them); In review have a revision waiting in the Review queue; Needs a publisher
 * have a schedule whose creator may no longer publish. Plain data here, beside the states: the console's sidebar
 * imports the labels without any schema (adminBrowse.ts has the query's schema).
 */
export const WORK_FILTERS = ['drafts', 'myDrafts', 'inReview', 'needsPublisher'] as const;
export const WORK_FILTER_LABELS: Record<(typeof WORK_FILTERS)[number], string> = {
  drafts: 'Drafts',
  myDrafts: 'My drafts',
  inReview: 'In review',
  needsPublisher: 'Needs a publisher',
};
