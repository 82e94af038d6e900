"""Hungarian grammar the phrasebooks need: the article "a"/"az" chosen from the word that follows it.

"az" stands before a vowel as the word is *said*: "az ulti", "a kék 7", "az 5-ös", "az 1. ütés", "az V-ös tarokk",
"a XX-as tarokk" — numbers and Roman numerals by the numeral they are read as (egy, öt, ötven, ötszáz, ezer).
"""

from __future__ import annotations

import re

VOWELS = frozenset("aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ")
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
_NUMBER = re.compile(r"\d+")
_ROMAN_WORD = re.compile(r"([IVXLC]+)(?=$|[-.\s,;:)])")


def roman_value(text: str) -> int:
    """The value of a Roman numeral ("XIX" -> 19)."""
    total = 0
    for i, ch in enumerate(text):
        v = _ROMAN[ch]
        total += -v if i + 1 < len(text) and _ROMAN[text[i + 1]] > v else v
    return total


def number_takes_az(n: int) -> bool:
    """True when the numeral ``n`` is said with a vowel first: egy, öt, ötven, ötszáz, ezer, ötezer…"""
    if n >= 1000:
        thousands = n // 1000
        return thousands == 1 or number_takes_az(thousands)
    if n >= 100:
        return n // 100 == 5  # száz, kétszáz… but ötszáz
    if n >= 10:
        return n // 10 == 5  # tíz, húsz… but ötven
    return n in (1, 5)  # egy, öt (nulla, kettő… take "a")


def article(phrase: str) -> str:
    """ "a" or "az" before ``phrase``."""
    text = phrase.lstrip("„“\"'(")
    if not text:
        return "a"
    m = _NUMBER.match(text)
    if m:
        return "az" if number_takes_az(int(m.group())) else "a"
    m = _ROMAN_WORD.match(text)
    if m:
        return "az" if number_takes_az(roman_value(m.group(1))) else "a"
    return "az" if text[0] in VOWELS else "a"


# the suffix of a numeral said as an adjective: egyes, kettes, hármas, négyes, ötös, hatos, hetes, nyolcas, kilences
_DIGIT_SUFFIX = {1: "es", 2: "es", 3: "as", 4: "es", 5: "ös", 6: "os", 7: "es", 8: "as", 9: "es"}
# tízes, húszas, harmincas, negyvenes, ötvenes, hatvanas, hetvenes, nyolcvanas, kilencvenes
_TENS_SUFFIX = {1: "es", 2: "as", 3: "as", 4: "es", 5: "es", 6: "as", 7: "es", 8: "as", 9: "es"}


def suffixed(n: int) -> str:
    """A number with its "-as/-es/-os/-ös" suffix as it is said: "7-es", "5-ös", "20-as", "0-s"."""
    if n == 0:
        return "0-s"
    if n % 10:
        return f"{n}-{_DIGIT_SUFFIX[n % 10]}"
    if n % 100:
        return f"{n}-{_TENS_SUFFIX[n // 10 % 10]}"
    return f"{n}-{'as' if n % 1000 else 'es'}"  # százas, ezres
