import { Route, Routes } from 'react-router-dom';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<p>mf-admin</p>} />
    </Routes>
  );
}

export default App;
