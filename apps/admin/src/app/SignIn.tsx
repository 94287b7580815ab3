import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../api/sign-in';
import { Field } from '../ui/Field';
import { Refusal } from '../ui/Refusal';

/** Staff sign in with their shop account; a shopper's account is refused. */
export function SignIn() {
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
  });
  return (
    <main className="sign-in">
      <form
        className="card sign-in__card"
        onSubmit={handleSubmit((input) => signIn.mutate(input))}
        noValidate
      >
        <h1>
          Tread <span>console</span>
        </h1>
        <p>Sign in with your staff account.</p>
        <Field label="E-mail" error={formState.errors.email}>
          <input type="email" autoComplete="username" {...register('email')} />
        </Field>
        <Field label="Password" error={formState.errors.password}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <Refusal error={signIn.error} />
        <button type="submit" className="button" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
