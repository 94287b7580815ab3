import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_NOTE_MAX, type StaffNoteRequest, staffNoteRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useAddNote } from './api/add-note';

/** A note for colleagues on the order: the shopper never sees it. */
export function NoteForm({ orderNumber }: { orderNumber: string }) {
  const addNote = useAddNote(orderNumber);
  const { register, handleSubmit, formState, reset } = useForm<StaffNoteRequest>({
    resolver: zodResolver(staffNoteRequest),
    defaultValues: { text: '' },
  });
  return (
    <form
      className="note-form"
      aria-label="Add a staff note"
      onSubmit={handleSubmit((form) => addNote.mutate(form, { onSuccess: () => reset() }))}
    >
      <Field
        label="New note"
        hint={`Up to ${STAFF_NOTE_MAX} characters; staff only`}
        error={formState.errors.text}
      >
        <textarea rows={3} {...register('text')} />
      </Field>
      <Refusal error={addNote.error} />
      <div className="row-actions">
        <button type="submit" className="button button--quiet" disabled={addNote.isPending}>
          Add note
        </button>
      </div>
    </form>
  );
}
