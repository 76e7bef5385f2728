export { BoletaForm } from './boleta-form.tsx';
export { BoletaPanel } from './boleta-panel.tsx';
export { PendingBoletasList } from './pending-boletas-list.tsx';
export { attachBoleta, downloadBoletaFile, getBoleta, getBoletaQueryOptions, useAttachBoleta, useBoleta, type AttachBoletaInput } from './boleta-api.ts';
export { getPendingBoletas, getPendingBoletasQueryOptions, usePendingBoletas } from './pending-boletas-api.ts';
export { MonthPicker, monthOrCurrent, shiftMonthKey } from './month-picker.tsx';
export { StatementLinesTable } from './statement-lines-table.tsx';
export { Figure } from './figure.tsx';
export { DownloadButton } from './download-button.tsx';
