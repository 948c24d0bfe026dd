import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../session/sessionStore';
import { fakeFetch, type Reply } from '@kb/test-support';
import { renderAdmin } from '../../test/renderAdmin';
import { captchaState, newQuestion } from './captcha';
import { LoginPage } from './LoginPage';

const SESSION = { sessionToken: 'tok-1', adminName: 'Ada Admin', expiresAt: '2030-01-01T00:00:00.000Z' };
let api: ReturnType<typeof fakeFetch> | null = null;

beforeEach(() => {
  // Every question is 3 + 4 (random 0.25 picks 3, then 0.35 picks 4).
  const values = [0.25, 0.35];
  let index = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => values[index++ % 2]!);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function setup(reply: Reply | (() => Promise<Reply>) = { body: SESSION }) {
  api = fakeFetch({ 'POST /api/admin/login': typeof reply === 'function' ? reply : () => reply });
  renderAdmin(<LoginPage />, '/admin/login');
  return {
    name: screen.getByPlaceholderText('Your Full Name'),
    password: screen.getByPlaceholderText('Admin Password'),
    answer: screen.getByLabelText('What is 3 + 4?'),
    submit: () => screen.getByRole('button', { name: /Sign In|Signing in/ }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof setup>) {
  await user.type(fields.name, '  Ada Admin ');
  await user.type(fields.password, 'secret-pass');
  await user.type(fields.answer, '7');
}

describe('Security Check', () => {
  it('asks for the sum of two integers from 1 to 10', () => {
    expect(newQuestion(() => 0)).toEqual({ a: 1, b: 1 });
    expect(newQuestion(() => 0.9999)).toEqual({ a: 10, b: 10 });
  });

  it('is verified only when the entered integer equals the sum', () => {
    const question = { a: 3, b: 4 };
    expect(captchaState(question, '')).toBe('empty');
    expect(captchaState(question, '  ')).toBe('empty');
    expect(captchaState(question, ' 7 ')).toBe('correct');
    expect(captchaState(question, '8')).toBe('wrong');
    expect(captchaState(question, '7.0')).toBe('wrong');
    expect(captchaState(question, '7a')).toBe('wrong');
  });

  it('is a group titled Security Check whose input is neutral when empty, green when right, red when wrong', async () => {
    const user = userEvent.setup();
    const fields = setup();
    const group = screen.getByRole('group', { name: 'Security Check' });
    expect(group).toContainElement(fields.answer);
    expect(fields.answer).toHaveAttribute('data-state', 'empty');
    expect(fields.answer).toHaveAttribute('aria-invalid', 'false');
    await user.type(fields.answer, '9');
    expect(fields.answer).toHaveAttribute('data-state', 'wrong');
    expect(fields.answer).toHaveAttribute('aria-invalid', 'true');
    await user.clear(fields.answer);
    await user.type(fields.answer, '7');
    expect(fields.answer).toHaveAttribute('data-state', 'correct');
    expect(fields.answer).toHaveAttribute('aria-invalid', 'false');
  });

  it('a new question clears the answer back to neutral', async () => {
    const user = userEvent.setup();
    const fields = setup();
    await user.type(fields.answer, '7');
    vi.mocked(Math.random).mockReturnValue(0.95);
    await user.click(screen.getByRole('button', { name: 'Generate new question' }));
    const answer = screen.getByLabelText('What is 10 + 10?');
    expect(answer).toHaveValue('');
    expect(answer).toHaveAttribute('data-state', 'empty');
  });
});

describe('Admin login', () => {
  it('keeps Sign In disabled until name, password and the check are all good, saying why', async () => {
    const user = userEvent.setup();
    const fields = setup();
    expect(fields.submit()).toBeDisabled();
    expect(fields.submit()).toHaveAttribute('title', 'Enter your name first');
    await user.type(fields.name, '   ');
    await user.type(fields.password, 'secret');
    await user.type(fields.answer, '7');
    expect(fields.submit()).toBeDisabled();
    await user.type(fields.name, 'Ada');
    expect(fields.submit()).toBeEnabled();
    expect(fields.submit()).not.toHaveAttribute('title');
    await user.clear(fields.answer);
    await user.type(fields.answer, '6');
    expect(fields.submit()).toBeDisabled();
    expect(fields.submit()).toHaveAttribute('title', 'Answer the security check first');
    fireEvent.submit(fields.submit().closest('form')!);
    expect(api!.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    const fields = setup();
    expect(fields.password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields.password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(fields.password).toHaveAttribute('type', 'password');
  });

  it('signs in with the trimmed name, stores the session and goes to /admin', async () => {
    const user = userEvent.setup();
    let finish: (reply: Reply) => void = () => undefined;
    const fields = setup(() => new Promise<Reply>((resolve) => (finish = resolve)));
    await fillValid(user, fields);
    await user.click(fields.submit());
    expect(fields.submit()).toHaveTextContent('Signing in...');
    expect(fields.submit()).toBeDisabled();
    await act(async () => finish({ body: SESSION }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(api!.calls.find((call) => call.method === 'POST')!.body).toEqual({ adminName: 'Ada Admin', password: 'secret-pass' });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok-1');
    expect(localStorage.getItem(SESSION_KEYS.name)).toBe('Ada Admin');
    expect(localStorage.getItem(SESSION_KEYS.expiresAt)).toBe('2030-01-01T00:00:00.000Z');
  });

  it('says Login failed with the fallback text on any failure', async () => {
    const user = userEvent.setup();
    const fields = setup({ status: 401, body: { error: 'Invalid credentials' } });
    await fillValid(user, fields);
    await user.click(fields.submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login failed', { exact: true }).tagName).toBe('STRONG');
    expect(within(alert).getByText('Login failed. Please check your credentials.', { exact: true })).toBeVisible();
    expect(alert).toHaveTextContent(/^Login failedLogin failed\. Please check your credentials\.$/);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/login$/);
  });

  it('says when to try again after too many attempts (429)', async () => {
    const user = userEvent.setup();
    const fields = setup({ status: 429, body: { error: 'Too many attempts' }, headers: { 'Retry-After': '42' } });
    await fillValid(user, fields);
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 42 seconds.');
  });

  it('goes back to the knowledge base', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Back to Knowledge Base' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
