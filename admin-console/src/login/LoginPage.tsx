import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLogin } from '@kb/api-client';
import { color, radius, space } from '@kb/ui';
import { AdminStyle } from '../adminStyle';
import { saveSession } from '../session/sessionStore';
import { captchaState, newQuestion } from './captcha';
import { loginErrorText } from './loginError';
import { SecurityCheck } from './SecurityCheck';
import { FieldLabel } from '../ui/controls';

/** SPEC §2 Admin login: name, password with show/hide, the Security Check, and Sign In. */
export function LoginPage() {
  const navigate = useNavigate();
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
      navigate('/admin');
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
        {error ? (
          <Alert role="alert">
            <strong>Login failed</strong>
            <span>{error}</span>
          </Alert>
        ) : null}
        <Form onSubmit={handleSubmit} noValidate>
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
          <Primary type="submit" disabled={!canSubmit}>
            {isMutating ? 'Signing in...' : 'Sign In'}
          </Primary>
        </Form>
        <Secondary type="button" onClick={() => navigate('/')}>
          Back to Knowledge Base
        </Secondary>
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

const Card = styled.div`
  width: min(420px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(8)} ${space(6)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.lg};
  background: ${color('surface')};
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

const Alert = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('danger')};
  border-radius: ${radius.md};
  color: ${color('danger')};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('bg')};
  color: ${color('text')};
  font-size: 1rem;
`;

const PasswordRow = styled.div`
  display: flex;
  gap: ${space(2)};
`;

const Toggle = styled.button`
  padding: 0 ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
`;

const Primary = styled.button`
  padding: ${space(3)};
  border: none;
  border-radius: ${radius.sm};
  background: ${color('accent')};
  color: ${color('accentText')};
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Secondary = styled.button`
  padding: ${space(2)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color('text')};
  cursor: pointer;
`;
