import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/contracts/zod-locale';
import './styles.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
