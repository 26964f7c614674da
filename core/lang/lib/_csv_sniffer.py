"""csv.Sniffer: guesses a sample's dialect and whether it starts with a header row.

The dialect comes first from quoted fields (a quote character opening a field, after a line start
or a delimiter, and closing it before a delimiter or a line end): the most frequent quote and
delimiter around them win. Without quoted fields, the delimiter is the character whose count per
(non-empty) line is the most consistent, 100% of the lines down to 90%, with ',', tab, ';', ' ',
':' preferred among equals. has_header follows the documented rule: columns whose later rows (up
to 21) are all numbers, or all strings of one length, vote on whether the first row differs.
"""

import re
from io import StringIO

import csv as _csv

_QUOTES = "\"'"


def _is_delim_char(ch):
    return not (ch.isalnum() or ch == "_" or ch in _QUOTES or ch == "\n")


class Sniffer:
    """Guesses the format of a CSV sample: sniff() for the dialect, has_header() for a header."""

    def __init__(self):
        self.preferred = [",", "\t", ";", " ", ":"]

    def sniff(self, sample, delimiters=None):
        quotechar, doublequote, delimiter, skipinitialspace = self._from_quotes(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._from_counts(sample, delimiters)
        if not delimiter:
            raise _csv.Error("Could not determine delimiter")

        class dialect(_csv.Dialect):
            _name = "sniffed"
            lineterminator = "\r\n"
            quoting = _csv.QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    # -- quoted fields

    def _from_quotes(self, data, delimiters):
        quotes, delims = {}, {}
        spaced = 0
        found = False
        n = len(data)
        for i, q in enumerate(data):
            if q not in _QUOTES:
                continue
            # the opening side: a line start, or a delimiter and at most one space
            j = i - 1
            space = False
            if j >= 0 and data[j] == " " and j - 1 >= 0 and _is_delim_char(data[j - 1]) \
                    and data[j - 1] != " ":
                space = True
                j -= 1
            before = data[j] if j >= 0 else "\n"
            if before != "\n" and not _is_delim_char(before):
                continue
            close = data.find(q, i + 1)
            while close >= 0 and close + 1 < n and data[close + 1] == q:
                close = data.find(q, close + 2)
            if close < 0:
                continue
            after = data[close + 1] if close + 1 < n else "\n"
            if after != "\n" and not _is_delim_char(after):
                continue
            found = True
            quotes[q] = quotes.get(q, 0) + 1
            delim = before if before != "\n" else (after if after != "\n" else None)
            if delim is not None and (delimiters is None or delim in delimiters):
                delims[delim] = delims.get(delim, 0) + 1
                if space or (delim == after and close + 2 < n and data[close + 2] == " "):
                    spaced += 1
        if not found:
            return "", False, None, 0
        quotechar = max(quotes, key=quotes.get)
        if delims:
            delim = max(delims, key=delims.get)
            skipinitialspace = delims[delim] == spaced
        else:
            delim, skipinitialspace = "", 0
        return quotechar, self._doubled(data, quotechar, delim), delim, skipinitialspace

    def _doubled(self, data, quote, delim):
        # Whether some quoted field holds its quote character doubled ("" inside "...").
        for line in data.split("\n"):
            fields = line.split(delim) if delim else [line]
            for f in fields:
                f = f.strip()
                if len(f) >= 4 and f[0] == quote and f[-1] == quote and quote * 2 in f[1:-1]:
                    return True
        return False

    # -- character counts

    def _from_counts(self, data, delimiters):
        lines = [ln for ln in data.split("\n") if ln]
        if not lines:
            return "", 0
        total = len(lines)
        scores = {}
        for code in range(127):
            ch = chr(code)
            counts = [ln.count(ch) for ln in lines]
            if not any(counts):
                continue
            tally = {}
            for c in counts:
                tally[c] = tally.get(c, 0) + 1
            mode = max(tally.items(), key=lambda kv: kv[1])
            others = total - mode[1]
            scores[ch] = (mode[0], mode[1] - others)
        chosen = {}
        consistency = 1.0
        while not chosen and consistency >= 0.9:
            for ch, (count, weight) in scores.items():
                if count > 0 and weight > 0 and weight / total >= consistency and \
                        (delimiters is None or ch in delimiters):
                    chosen[ch] = (count, weight)
            consistency -= 0.01
        if not chosen:
            return "", 0
        first = lines[0]
        if len(chosen) == 1:
            delim = next(iter(chosen))
        else:
            delim = next((d for d in self.preferred if d in chosen), None)
            if delim is None:
                delim = max(chosen, key=lambda ch: (chosen[ch], ch))
        return delim, first.count(delim) == first.count(delim + " ")

    # -- header

    def has_header(self, sample):
        rows = _csv.reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        width = len(header)
        kinds = dict.fromkeys(range(width))
        for checked, row in enumerate(rows):
            if checked > 20:
                break
            if len(row) != width:
                continue
            for col in list(kinds):
                # a number of any kind (complex() reads them all), else the string's length
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kinds[col] is None:
                    kinds[col] = kind
                elif kinds[col] != kind:
                    del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            # (a column no later row filled keeps None, which votes for a header)
            if isinstance(kind, int):
                votes += 1 if len(header[col]) != kind else -1
            else:
                try:
                    if kind is None:
                        raise TypeError
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0
