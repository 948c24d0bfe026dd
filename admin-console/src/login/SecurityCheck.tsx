import { useId } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { surfaceControl } from '@kb/ui/controls';
import type { CaptchaQuestion, CaptchaState } from './captcha';

interface Props {
  question: CaptchaQuestion;
  answer: string;
  state: CaptchaState;
  onAnswer: (answer: string) => void;
  onNewQuestion: () => void;
}

/** The sum of two small integers; the input turns green when right and red when wrong. */
export function SecurityCheck({ question, answer, state, onAnswer, onNewQuestion }: Props) {
  const id = useId();
  return (
    <Fieldset>
      <Legend>Security Check</Legend>
      <Row>
        <label htmlFor={id}>
          What is {question.a} + {question.b}?
        </label>
        <Answer
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={answer}
          data-state={state}
          aria-invalid={state === 'wrong'}
          onChange={(event) => onAnswer(event.target.value)}
          required
        />
        <Refresh type="button" aria-label="Generate new question" title="Generate new question" onClick={onNewQuestion}>
          ↻
        </Refresh>
      </Row>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
`;

const Legend = styled.legend`
  padding: 0 ${space(1)};
  font-weight: 600;
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

/** The border shows the check's state: neutral when empty, green when right, red when wrong. */
const Answer = styled.input`
  width: 5rem;
  padding: ${space(2)};
  border: 2px solid ${color('border')};
  &[data-state='correct'] {
    border-color: ${color('success')};
  }
  &[data-state='wrong'] {
    border-color: ${color('danger')};
  }
  border-radius: ${radius.sm};
  background: ${color('bg')};
  color: ${color('text')};
  font-size: 1rem;
`;

const Refresh = styled.button`
  width: 36px;
  height: 36px;
  ${surfaceControl}
  font-size: 1.1rem;
  cursor: pointer;
`;
