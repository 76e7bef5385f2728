import { Route, Routes } from 'react-router-dom';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<p>mf-patient</p>} />
    </Routes>
  );
}

export default App;
