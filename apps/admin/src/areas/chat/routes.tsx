import { Route, Routes } from 'react-router';
import { ChatWorkspace } from './ChatWorkspace';
import './chat.css';

/** /admin/chat: the agents' chat workspace; /admin/chat/:conversationId with one conversation open (issue 18). */
export default function ChatArea() {
  return (
    <Routes>
      {/* One route for both, so opening another conversation keeps the socket. */}
      <Route path=":conversationId?" element={<ChatWorkspace />} />
    </Routes>
  );
}
