/** What went wrong when a remote failed, in words for the error panel. */
export interface RemoteErrorDescription {
  summary: string;
  detail: string | null;
}

/** The federation runtime's wording and webpack's own (remotes use webpack's container runtime). */
const ENHANCED_MISMATCH = /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;
const WEBPACK_MISMATCH = /Unsatisfied version (\S+) from .*? of shared singleton module (\S+) \(required ([^)]+)\)/;

function versionMismatch(text: string, error: unknown) {
  const enhanced = ENHANCED_MISMATCH.exec(text);
  if (enhanced) return { provided: enhanced[1]!, pkg: enhanced[2]!, remote: enhanced[3]!, required: enhanced[4]! };
  const native = WEBPACK_MISMATCH.exec(text);
  const remote = error instanceof Error && 'remote' in error ? String(error.remote) : 'a remote';
  return native ? { provided: native[1]!, pkg: native[2]!, remote, required: native[3]! } : null;
}

function messages(error: unknown): string[] {
  const out: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) out.push(current.message);
  return out;
}

export function describeRemoteError(error: unknown): RemoteErrorDescription {
  const all = messages(error);
  const text = all.join('\n');
  const mismatch = versionMismatch(text, error);
  if (mismatch) {
    const { provided, pkg, remote, required } = mismatch;
    return {
      summary: `This part of the site (${remote}) was built for ${pkg} ${required}, but the site provides ${pkg} ${provided}. It needs to be rebuilt against the site's shared versions.`,
      detail: text,
    };
  }
  return {
    summary: `${all[0] ?? 'This part of the site could not be loaded.'} Check your connection and try again.`,
    detail: all.length > 1 ? all.slice(1).join('\n') : null,
  };
}
