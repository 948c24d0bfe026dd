import { useState, type FormEvent, type ReactNode } from 'react';
import type { ArticleRef } from '@kb/contracts';
import { apiProblem } from './apiProblem';
import { Actions, Problem, SecondaryButton } from './formParts';

/**
 * A form write that takes a slug: its error, and when the slug is another article's old slug (the API's
 * 409 names it), a "Replace redirect" that sends the write again with replaceRedirect.
 */
export function useSlugWrite(write: (replaceRedirect: boolean) => Promise<void>, failure: string) {
  const [problem, setProblem] = useState<string | null>(null);
  const [shadowed, setShadowed] = useState<ArticleRef | null>(null);

  const submit = async (replaceRedirect: boolean) => {
    setProblem(null);
    try {
      await write(replaceRedirect);
      setShadowed(null);
    } catch (error) {
      const found = apiProblem(error, failure);
      setShadowed(found.redirectOf);
      setProblem(found.message);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  const reset = () => {
    setProblem(null);
    setShadowed(null);
  };

  /** The error, "Replace redirect" when it applies, and the form's own submit button. */
  const footer = (submitButton: ReactNode) => (
    <>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Actions>
        {shadowed ? (
          <SecondaryButton type="button" onClick={() => void submit(true)}>
            Replace redirect
          </SecondaryButton>
        ) : null}
        {submitButton}
      </Actions>
    </>
  );

  return { handleSubmit, reset, footer };
}
