// An async boundary so shared modules are negotiated before React loads.
import('./bootstrap');
