#!/usr/bin/env python3
"""Turns a translation map of the old RON form (`{"key": "text {name}", ...}`) into Fluent.

Used once to move assets/i18n/{es,en}.ron to assets/i18n/<locale>/main.ftl, and kept for a
branch that still adds keys to a RON map: `ron_to_ftl.py OLD.ron > new-keys.ftl`.
A key `mode.practice` becomes the message `mode-practice`; `{name}` becomes `{ $name }`.
"""
import json
import re
import sys


def read_ron_map(text):
    # Drop // comments outside strings, then trailing commas, and read what is left as JSON.
    out, in_string, i = [], False, 0
    while i < len(text):
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            out.append(c)
        elif text.startswith("//", i):
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        else:
            out.append(c)
        i += 1
    cleaned = re.sub(r",(\s*})", r"\1", "".join(out))
    return json.loads(cleaned, object_pairs_hook=list)


def fluent_id(key):
    return key.replace(".", "-")


def fluent_value(text):
    def line(part):
        part = part.replace("{", "\x00").replace("}", "\x01")
        part = re.sub(r"\x00([a-z_][a-z0-9_]*)\x01", r"{ $\1 }", part)
        part = part.replace("\x00", '{ "{" }').replace("\x01", '{ "}" }')
        if part.startswith(" ") or part == "":
            part = '{ "" }' + part
        if part.endswith(" "):
            part = part + '{ "" }'
        if part[:1] in "[*.":
            part = '{ "' + part[0] + '" }' + part[1:]
        return part

    lines = [line(part) for part in text.split("\n")]
    if len(lines) == 1:
        return " " + lines[0]
    return "\n" + "\n".join("    " + part for part in lines)


def main():
    entries = read_ron_map(open(sys.argv[1], encoding="utf-8").read())
    previous = None
    for key, text in entries:
        group = key.split(".")[0]
        if previous is not None and group != previous:
            print()
        previous = group
        print(f"{fluent_id(key)} ={fluent_value(text)}")


if __name__ == "__main__":
    main()
