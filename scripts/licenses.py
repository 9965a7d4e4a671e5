#!/usr/bin/env python3
"""Writes assets/licenses.txt: every crate in Cargo.lock with its version and licence, from
`cargo metadata` (the About screen and `tallador about` show it; a test checks it against
Cargo.lock). Run it after changing dependencies: python3 scripts/licenses.py"""
import json
import pathlib
import subprocess

root = pathlib.Path(__file__).resolve().parent.parent
metadata = json.loads(
    subprocess.check_output(
        ["cargo", "metadata", "--format-version", "1", "--locked"], cwd=root
    )
)
lines = []
for package in sorted(metadata["packages"], key=lambda p: (p["name"], p["version"])):
    if package["source"] is None:
        continue  # the workspace itself
    licence = package.get("license") or (
        "see " + package["license_file"] if package.get("license_file") else "unknown"
    )
    lines.append(f'{package["name"]} {package["version"]}: {licence}')
header = (
    "Tallador is MIT OR Apache-2.0. It bundles the DejaVu fonts (Bitstream Vera and Arev "
    "licences, assets/fonts/LICENSE-DejaVu.txt) and is built from these crates:\n"
)
(root / "assets" / "licenses.txt").write_text(header + "\n".join(lines) + "\n")
print(f"{len(lines)} crates")
