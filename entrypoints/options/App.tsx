export function App() {
  return (
    <main>
      <h1>Number Check — Settings</h1>
    </main>
  );
}
