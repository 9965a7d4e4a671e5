//! The register from the LRS.
