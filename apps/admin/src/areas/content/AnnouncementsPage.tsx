import type { AdminAnnouncement } from '@tread/domain';
import { useState } from 'react';
import { type Columns, DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { laDateTime } from '../../ui/format';
import { Refusal } from '../../ui/Refusal';
import { AnnouncementEditor } from './AnnouncementEditor';
import { useAnnouncements } from './api/list-announcements';
import { useRemoveAnnouncement } from './api/remove-announcement';
import { ContentHeader } from './ContentNav';

const columns = (
  onEdit: (row: AdminAnnouncement) => void,
  onTakeDown: (row: AdminAnnouncement) => void,
): Columns<AdminAnnouncement> => [
  {
    id: 'title',
    header: 'Announcement',
    cell: ({ row: { original } }) => (
      <div>
        <strong>{original.title}</strong>
        <div className="muted announcement-excerpt">{original.body}</div>
      </div>
    ),
  },
  { id: 'created', header: 'Written (LA)', cell: ({ row }) => laDateTime(row.original.createdAt) },
  {
    id: 'shown',
    header: 'Shown to shoppers',
    cell: ({ row }) =>
      row.original.published ? (
        <span className="badge badge--on">Published</span>
      ) : (
        <span className="badge badge--off">Taken down</span>
      ),
  },
  {
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row: { original } }) => (
      <div className="announcement-actions">
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Edit ${original.title}`}
          onClick={() => onEdit(original)}
        >
          Edit
        </button>
        {original.published && (
          <button
            type="button"
            className="button button--quiet"
            aria-label={`Take down ${original.title}`}
            onClick={() => onTakeDown(original)}
          >
            Take down
          </button>
        )}
      </div>
    ),
  },
];

/** /admin/content/announcements: what operations tell every shopper in the message center (issue 18). */
export function AnnouncementsPage() {
  const [current, setCurrent] = useState(1);
  const list = useAnnouncements(current);
  const remove = useRemoveAnnouncement();
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const [takingDown, setTakingDown] = useState<AdminAnnouncement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = (to: AdminAnnouncement | 'new') => {
    setNotice(null);
    setEditing(to);
  };
  return (
    <>
      <ContentHeader
        actions={
          <button type="button" className="button" onClick={() => open('new')}>
            Write an announcement
          </button>
        }
      />
      <Refusal error={list.error ?? remove.error} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <DataTable
        caption="Announcements"
        columns={columns(open, setTakingDown)}
        page={list.data}
        loading={list.isFetching}
        onPage={setCurrent}
        empty="No announcement yet: write one and every shopper finds it in their message center."
      />
      {editing && (
        <AnnouncementEditor
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(editing === 'new' ? `“${saved.title}” published` : `Saved “${saved.title}”`);
          }}
        />
      )}
      {takingDown && (
        <ConfirmDialog
          title={`Take down “${takingDown.title}”?`}
          confirm="Take down"
          danger
          onClose={() => setTakingDown(null)}
          onConfirm={() => {
            setNotice(null);
            remove.mutate(takingDown.id, {
              onSuccess: (removed) => setNotice(`“${removed.title}” taken down`),
            });
          }}
        >
          <p>Shoppers no longer see it; opening it reads “Announcement does not exist”.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
