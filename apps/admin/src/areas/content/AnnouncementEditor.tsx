import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminAnnouncement, type AnnouncementEdit, announcementEdit } from '@tread/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useChangeAnnouncement } from './api/change-announcement';
import { useCreateAnnouncement } from './api/create-announcement';

type AnnouncementForm = z.input<typeof announcementEdit>;

const NEW_ANNOUNCEMENT: AnnouncementForm = { title: '', body: '', published: true };

/** An announcement in a dialog over the list: its title, its text, and whether shoppers see it. */
export function AnnouncementEditor({
  announcement,
  onSaved,
  onClose,
}: {
  /** The one edited; null writes a new one. */
  announcement: AdminAnnouncement | null;
  onSaved: (saved: AdminAnnouncement) => void;
  onClose: () => void;
}) {
  const create = useCreateAnnouncement();
  const change = useChangeAnnouncement(announcement?.id ?? 0);
  const save = announcement ? change : create;
  const { register, handleSubmit, formState } = useForm<AnnouncementForm, unknown, AnnouncementEdit>({
    resolver: zodResolver(announcementEdit),
    defaultValues: announcement
      ? { title: announcement.title, body: announcement.body, published: announcement.published }
      : NEW_ANNOUNCEMENT,
  });
  const { errors } = formState;
  const submit = handleSubmit((edit) => save.mutate(edit, { onSuccess: onSaved }));
  return (
    <Dialog
      title={announcement ? `Edit “${announcement.title}”` : 'Write an announcement'}
      onClose={onClose}
      wide
    >
      <form onSubmit={submit} noValidate aria-label="Announcement">
        <Field
          label="Title"
          hint="Shown in every shopper's message center, at most 120 characters"
          error={errors.title}
        >
          <input maxLength={120} data-autofocus {...register('title')} />
        </Field>
        <Field label="Text" hint="At most 5,000 characters; line breaks are kept" error={errors.body}>
          <textarea className="announcement-editor__body" maxLength={5000} {...register('body')} />
        </Field>
        <label className="switch">
          <input type="checkbox" {...register('published')} />
          <span>
            <strong>Published</strong>
            <span className="muted">
              {' '}
              · shoppers see it; unpublished, it reads “Announcement does not exist”
            </span>
          </span>
        </label>
        <Refusal error={save.error} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : announcement ? 'Save announcement' : 'Publish'}
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
