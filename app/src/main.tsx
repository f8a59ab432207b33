import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Добро пожаловать на платформу!</h1>
      <p>
        На данный момент использование платформы без авторизации недоступно. Войдите в свою учетную запись, чтобы
        воспользоваться возможностями платформы.
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
