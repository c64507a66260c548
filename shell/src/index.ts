// Async boundary: shared singletons are negotiated by federation before any of them is used.
import('./bootstrap');
