import './dialogs.css';

// Not a shared singleton (no state of its own): each app bundles it only where it opens a dialog, and the
// shell's first load does not carry it.
export { Modal, type ModalProps } from './modal';
export { ConfirmDialog, useConfirm, type ConfirmDialogProps } from './confirm-dialog';
