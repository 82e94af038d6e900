"""A smaller ICU data library for the Linux bundle: the app's two languages instead of all of them.

Qt's Linux wheels link ICU, and its data library (``libicudata.so.NN``, one symbol ``icudtNN_dat`` holding an
ICU "common data" package) is 32 MB — a third of the bundle. Qt asks ICU for collation, case mapping and
codec tables; cardtable speaks English and Hungarian and converts no legacy encodings. So the build writes the
same package with only what those need: every item that belongs to no locale (normalisation, break rules,
Unicode names, the supplemental tables, each tree's pool and index), and of the locale items only root, en* and
hu*; the converter tables, the CJK/Thai word-break dictionaries and the transliterators stay out. A locale left
out falls back to root, as ICU does for any locale it lacks.

The package format (ICU ``udata.h``/``ucmndata.h``): a data header, then a table of contents — an item count
and, per item in name order, the offsets of its name and its data, both from the start of the table — then the
names, then the items, each 16-byte aligned. The new library is that package under the same symbol, in a
minimal ELF shared object written here (no compiler needed).
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

KEEP_LANGUAGES = ("en", "hu")
LOCALE_ITEM = re.compile(r"(root|[a-z]{2,3}(_[A-Za-z0-9]+)*)\.res")
ALIGN = 16


def _sections(elf: bytes) -> list[tuple[int, int, int, int, int, int]]:
    """(type, addr, offset, size, link, entsize) of every section of a 64-bit little-endian ELF file."""
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
    out = []
    for i in range(shnum):
        base = shoff + i * shentsize
        (kind,) = struct.unpack_from("<I", elf, base + 4)
        addr, offset, size = struct.unpack_from("<QQQ", elf, base + 0x10)
        (link,) = struct.unpack_from("<I", elf, base + 0x28)
        (entsize,) = struct.unpack_from("<Q", elf, base + 0x38)
        out.append((kind, addr, offset, size, link, entsize))
    return out


def data_symbol(elf: bytes) -> tuple[str, bytes]:
    """The ``icudtNN_dat`` symbol of an ICU data library: its name and its bytes."""
    sections = _sections(elf)
    for kind, _addr, offset, size, link, entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strtab = sections[link][2]
        for base in range(offset, offset + size, entsize or 24):
            name_at, _info, _other, shndx, value, length = struct.unpack_from("<IBBHQQ", elf, base)
            end = elf.index(b"\0", strtab + name_at)
            name = elf[strtab + name_at : end].decode("ascii", "replace")
            if re.fullmatch(r"icudt\d+_dat", name) and 0 < shndx < len(sections):
                _k, sec_addr, sec_offset, *_ = sections[shndx]
                start = sec_offset + value - sec_addr
                return name, elf[start : start + length]
    raise ValueError("no icudtNN_dat symbol")


def items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, data) items of an ICU common data package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    if (magic1, magic2) != (0xDA, 0x27) or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = header_size
    (count,) = struct.unpack_from("<I", package, toc)
    entries = [struct.unpack_from("<II", package, toc + 4 + 8 * i) for i in range(count)]
    out = []
    for i, (name_at, data_at) in enumerate(entries):
        end = package.index(b"\0", toc + name_at)
        name = package[toc + name_at : end].decode("ascii")
        stop = entries[i + 1][1] if i + 1 < count else len(package) - toc
        out.append((name, package[toc + data_at : toc + stop]))
    return package[:header_size], out


def package(header: bytes, kept: list[tuple[str, bytes]]) -> bytes:
    """A common data package of ``kept`` (in the order given: ICU looks names up by binary search)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in kept)
    toc_size = 4 + 8 * len(kept)
    data_start = -(-(toc_size + len(names)) // ALIGN) * ALIGN
    entries, blobs, name_at, data_at = [], [], toc_size, data_start
    for name, data in kept:
        entries.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        padded = data + b"\0" * (-len(data) % ALIGN)
        blobs.append(padded)
        data_at += len(padded)
    toc = struct.pack("<I", len(kept)) + b"".join(entries) + names
    return header + toc + b"\0" * (data_start - len(toc)) + b"".join(blobs)


def wanted(name: str) -> bool:
    """Does the trimmed package keep the item ``name`` ("icudt73l/coll/hu.res")?"""
    path = name.split("/", 1)[-1]
    tree, _, leaf = path.rpartition("/")
    if leaf.endswith((".cnv", ".dict")) or tree == "translit":
        return False
    if leaf in ("pool.res", "res_index.res") or not LOCALE_ITEM.fullmatch(leaf):
        return True
    language = leaf[: -len(".res")].split("_")[0]
    return language == "root" or language in KEEP_LANGUAGES


def trimmed_package(library: Path) -> tuple[str, bytes]:
    """The symbol name and the trimmed package for the ICU data library ``library``."""
    symbol, full = data_symbol(library.read_bytes())
    header, all_items = items(full)
    return symbol, package(header, [(n, d) for n, d in all_items if wanted(n)])


def shared_object(soname: str, symbol: str, data: bytes, machine: int) -> bytes:
    """A 64-bit little-endian ELF shared object named ``soname`` whose one symbol ``symbol`` is ``data``.

    What the dynamic loader needs and the binary tools read: a read-only segment (hash table, symbol table,
    strings, the data 16-byte aligned), the dynamic section in a writable segment of its own (older loaders
    adjust it in place), a non-executable stack, and section headers.
    """
    page, names = 0x1000, b"\0" + symbol.encode() + b"\0" + soname.encode() + b"\0"
    shstr = b"\0.hash\0.dynsym\0.dynstr\0.rodata\0.dynamic\0.shstrtab\0"

    def align(n: int, to: int) -> int:
        return -(-n // to) * to

    def name_at(table: bytes, name: str) -> int:
        return table.index(b"\0" + name.encode() + b"\0") + 1

    phnum, shnum = 4, 7
    hash_at = 64 + 56 * phnum
    hash_table = struct.pack("<5I", 1, 2, 1, 0, 0)  # one bucket -> symbol 1; no chains
    sym_at = align(hash_at + len(hash_table), 8)
    str_at = sym_at + 48
    data_at = align(str_at + len(names), ALIGN)
    end = data_at + len(data)
    dyn_at = align(end, 8)
    dyn_addr = align(end, page) + dyn_at % page  # the next page: writable, away from the read-only one
    dynamic = b"".join(
        struct.pack("<qQ", tag, value)
        for tag, value in (
            (14, name_at(names, soname)),  # DT_SONAME
            (4, hash_at),  # DT_HASH
            (5, str_at),  # DT_STRTAB
            (6, sym_at),  # DT_SYMTAB
            (10, len(names)),  # DT_STRSZ
            (11, 24),  # DT_SYMENT
            (0, 0),  # DT_NULL
        )
    )
    symbols = bytes(24) + struct.pack("<IBBHQQ", name_at(names, symbol), 0x11, 0, 4, data_at, len(data))
    shstr_at = dyn_at + len(dynamic)
    sh_at = align(shstr_at + len(shstr), 8)
    ident = b"\x7fELF" + bytes([2, 1, 1, 0]) + bytes(8)
    header = ident + struct.pack("<HHIQQQIHHHHHH", 3, machine, 1, 0, 64, sh_at, 0, 64, 56, phnum, 64, shnum, shnum - 1)
    programs = b"".join(
        struct.pack("<IIQQQQQQ", *p)
        for p in (
            (1, 4, 0, 0, 0, end, end, page),  # PT_LOAD, read-only
            (1, 6, dyn_at, dyn_addr, dyn_addr, len(dynamic), len(dynamic), page),  # PT_LOAD, read-write
            (2, 6, dyn_at, dyn_addr, dyn_addr, len(dynamic), len(dynamic), 8),  # PT_DYNAMIC
            (0x6474E551, 6, 0, 0, 0, 0, 0, 16),  # PT_GNU_STACK: not executable
        )
    )
    sections = bytes(64) + b"".join(
        struct.pack("<IIQQQQIIQQ", name_at(shstr, name), kind, flags, addr, off, size, link, info, algn, entsize)
        for name, kind, flags, addr, off, size, link, info, algn, entsize in (
            (".hash", 5, 2, hash_at, hash_at, len(hash_table), 2, 0, 8, 4),
            (".dynsym", 11, 2, sym_at, sym_at, 48, 3, 1, 8, 24),
            (".dynstr", 3, 2, str_at, str_at, len(names), 0, 0, 1, 0),
            (".rodata", 1, 2, data_at, data_at, len(data), 0, 0, ALIGN, 0),
            (".dynamic", 6, 3, dyn_addr, dyn_at, len(dynamic), 3, 0, 8, 16),
            (".shstrtab", 3, 0, 0, shstr_at, len(shstr), 0, 0, 1, 0),
        )
    )
    out = bytearray(sh_at + len(sections))
    for at, part in (
        (0, header),
        (64, programs),
        (hash_at, hash_table),
        (sym_at, symbols),
        (str_at, names),
        (data_at, data),
        (dyn_at, dynamic),
        (shstr_at, shstr),
        (sh_at, sections),
    ):
        out[at : at + len(part)] = part
    return bytes(out)


def build_library(library: Path, work: Path) -> Path:
    """Write the trimmed ``library`` (same file name and soname) into ``work``; its path.

    Raises ValueError when ``library`` is not what this expects (then the build keeps it as it is).
    """
    elf = library.read_bytes()
    (machine,) = struct.unpack_from("<H", elf, 0x12)
    symbol, data = trimmed_package(library)
    work.mkdir(parents=True, exist_ok=True)
    out = work / library.name
    out.write_bytes(shared_object(library.name, symbol, data, machine))
    if data_symbol(out.read_bytes()) != (symbol, data):  # read back as the loader will find it
        raise ValueError("the written library does not hold the trimmed package")
    return out
