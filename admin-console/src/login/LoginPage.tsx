import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLogin } from '@kb/api-client/admin';
import { color, radius, space, Stack } from '@kb/ui';
import { Button, Card as BaseCard, Field, FieldLabel, Input as BaseInput } from '@kb/ui/controls';
import { AdminStyle } from '../adminStyle';
import { whyDisabled } from '../app/whyDisabled';
import { saveSession } from '../session/sessionStore';
import { captchaState, newQuestion } from './captcha';
import { loginErrorText } from './loginError';
import { ENDED_TEXT, endedReason, returnPath } from './returnPath';
import { invitationToken, PersonSignIn } from './PersonSignIn';
import { OtherWaysIn } from './OtherWaysIn';
import { SecurityCheck } from './SecurityCheck';

/**
 * SPEC §2 Admin login: name, password with show/hide, the Security Check, and Sign In (the site
 * administrator). "Use your email address" switches to a person's sign-in, which an invitation link opens;
 * single sign-on and passkeys are offered below (OtherWaysIn).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const returnTo = returnPath(state);
  const ended = endedReason(state);
  const [linkToken] = useState(() => invitationToken(window.location.hash));
  const [withEmail, setWithEmail] = useState(linkToken !== null);
  const { trigger, isMutating } = useLogin();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [question, setQuestion] = useState(() => newQuestion());
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = captchaState(question, answer);
  const canSubmit = name.trim() !== '' && password.trim() !== '' && check === 'correct' && !isMutating;

  useEffect(() => {
    document.title = 'Admin Login';
  }, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    try {
      const session = await trigger({ adminName: name.trim(), password });
      saveSession(session);
      navigate(returnTo);
    } catch (failure) {
      console.error('Login failed', failure);
      setError(loginErrorText(failure));
    }
  };

  const handleNewQuestion = () => {
    setQuestion(newQuestion());
    setAnswer('');
  };

  return (
    <Page>
      <AdminStyle />
      <Card>
        <Title>Admin Login</Title>
        <Intro>Sign in to manage articles and content gap analysis.</Intro>
        {ended && !error ? <Notice role="status">{ENDED_TEXT[ended]}</Notice> : null}
        {error ? (
          <Alert role="alert">
            <strong>Login failed</strong>
            <span>{error}</span>
          </Alert>
        ) : null}
        {withEmail ? (
          <PersonSignIn token={linkToken} onError={setError} />
        ) : (
          <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate>
            <Field>
              <FieldLabel htmlFor="admin-name">Full name</FieldLabel>
              <Input id="admin-name" autoComplete="name" placeholder="Your Full Name" value={name} onChange={(e) => setName(e.target.value)} required />
            </Field>
            <Field>
              <FieldLabel htmlFor="admin-password">Password</FieldLabel>
              <PasswordRow>
                <Input
                  id="admin-password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  placeholder="Admin Password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                />
                <Toggle type="button" aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((shown) => !shown)}>
                  {showPassword ? 'Hide' : 'Show'}
                </Toggle>
              </PasswordRow>
            </Field>
            <SecurityCheck question={question} answer={answer} state={check} onAnswer={setAnswer} onNewQuestion={handleNewQuestion} />
            <Primary
              type="submit"
              disabled={!canSubmit}
              title={whyDisabled(
                [name.trim() === '', 'Enter your name first'],
                [password.trim() === '', 'Enter the password first'],
                [check !== 'correct', 'Answer the security check first'],
              )}
            >
              {isMutating ? 'Signing in...' : 'Sign In'}
            </Primary>
          </Stack>
        )}
        <OtherWaysIn onError={setError} />
        <Button
          $size="lg"
          type="button"
          onClick={() => {
            setError(null);
            setWithEmail((email) => !email);
          }}
        >
          {withEmail ? 'Use the name and shared password' : 'Use your email address'}
        </Button>
        <Button $size="lg" type="button" onClick={() => navigate('/')}>
          Back to Knowledge Base
        </Button>
      </Card>
    </Page>
  );
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${space(6)} ${space(4)};
  background: ${color('bgSubtle')};
`;

const Card = styled(BaseCard)`
  width: min(420px, 100%);
  gap: ${space(4)};
  padding: ${space(8)} ${space(6)};
  border-radius: ${radius.lg};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.08);
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`;

const Intro = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

const Alert = styled(Stack).attrs({ $gap: 1 })`
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('danger')};
  border-radius: ${radius.md};
  color: ${color('danger')};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('bgSubtle')};
`;

const Input = styled(BaseInput)`
  font-size: 1rem;
`;

const PasswordRow = styled.div`
  display: flex;
  gap: ${space(2)};
`;

const Toggle = styled(Button)`
  padding: 0 ${space(3)};
`;

const Primary = styled(Button).attrs({ $variant: 'block', $size: 'xl' } as const)`
  font-size: 1rem;
`;
