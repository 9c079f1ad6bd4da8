// The Mantine styles beyond the first screen. Imported by the dialogs and the toasts, and loaded
// by the router with every screen but the welcome ones, so no such screen shows unstyled.
import './mantine-more.css';
