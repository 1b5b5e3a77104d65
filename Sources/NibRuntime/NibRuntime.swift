// NibRuntime: see ARCHITECTURE.md. Sources arrive with the issue that builds this module.
