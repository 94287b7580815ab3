import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateStaffRequest, createStaffRequest, STAFF_ROLES, UserRole } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { roleNames } from '../../api/use-me';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useInviteStaff } from './api/invite-staff';

const EMPTY: CreateStaffRequest = { email: '', password: '', role: UserRole.CustomerService };

/** Opens a colleague's account; the invitation is mailed, the first password handed over in person. */
export function InviteStaff() {
  const invite = useInviteStaff();
  const { register, handleSubmit, reset, formState } = useForm<CreateStaffRequest>({
    resolver: zodResolver(createStaffRequest),
    defaultValues: EMPTY,
  });
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a colleague</h2>
      <form
        className="invite-form"
        noValidate
        onSubmit={handleSubmit((input) => invite.mutate(input, { onSuccess: () => reset(EMPTY) }))}
      >
        <Field label="E-mail" error={formState.errors.email}>
          <input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Role" error={formState.errors.role}>
          <select {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleNames[role]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="First password" error={formState.errors.password}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <div className="invite-actions">
          <button type="submit" className="button" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Invite'}
          </button>
        </div>
      </form>
      <p className="muted">
        The invitation mailed to them names their role; the first password is not mailed: tell it to them, and
        they change it after signing in.
      </p>
      <Refusal error={invite.error} />
      {invite.isSuccess && (
        <p className="notice" role="status">
          {invite.data.email} can now sign in as {roleNames[invite.data.role].toLowerCase()}; the invitation
          is mailed.
        </p>
      )}
    </section>
  );
}
