// Async boundary: federation negotiates the shared singletons before any of them is imported.
void import('./bootstrap');
