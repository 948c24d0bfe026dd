/** How long a person counts as editing an article after the editor last said so (it says so every 15 s). */
const PRESENCE_TTL_MS = 40_000;

interface Seen {
  adminName: string;
  since: Date;
  at: Date;
}

/**
 * Who has which article open in the editor, as this instance hears it ("Erin is editing"): each open editor says so
 * every 15 s, and is forgotten 40 s after it last did. Kept in memory: it is a hint, not a lock, and is lost with a
 * restart; behind a load balancer without sticky sessions, two people on two instances do not see each other
 * (Save over a newer revision still asks first, on every instance).
 */
export class Presence {
  private readonly articles = new Map<string, Map<string, Seen>>();

  /** `who` has the article open now: answers the others who do, longest first. */
  beat(articleId: string, who: { key: string; adminName: string }, now = new Date()): { adminName: string; since: Date }[] {
    const people = this.articles.get(articleId) ?? new Map<string, Seen>();
    this.articles.set(articleId, people);
    for (const [key, seen] of people) if (now.getTime() - seen.at.getTime() > PRESENCE_TTL_MS) people.delete(key);
    people.set(who.key, { adminName: who.adminName, since: people.get(who.key)?.since ?? now, at: now });
    return [...people.entries()]
      .filter(([key]) => key !== who.key)
      .map(([, seen]) => ({ adminName: seen.adminName, since: seen.since }))
      .sort((a, b) => a.since.getTime() - b.since.getTime());
  }

  /** `who` closed the article. */
  leave(articleId: string, key: string): void {
    this.articles.get(articleId)?.delete(key);
  }
}
