"""TestCase's comparison assertions (containers, strings, order, membership), with CPython's
failure messages and ndiff-based diffs. Functions here become TestCase methods."""

import difflib
import pprint
import re

__unittest = True


def _repr(obj):
    from unittest._case import safe_repr
    return safe_repr(obj)


def _truncateMessage(self, message, diff):
    if self.maxDiff is None or len(diff) <= self.maxDiff:
        return message + diff
    return message + ("\nDiff is %s characters long. Set self.maxDiff to None to see it."
                      % len(diff))


def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
    if seq_type is not None:
        kind = seq_type.__name__
        for which, seq in (("First", seq1), ("Second", seq2)):
            if not isinstance(seq, seq_type):
                self.fail(self._formatMessage(msg, "%s sequence is not a %s: %s"
                                              % (which, kind, _repr(seq))))
    else:
        kind = "sequence"
    differing = None
    try:
        len1 = len(seq1)
    except (TypeError, NotImplementedError):
        differing = "First %s has no length.    Non-sequence?" % kind
    if differing is None:
        try:
            len2 = len(seq2)
        except (TypeError, NotImplementedError):
            differing = "Second %s has no length.    Non-sequence?" % kind
    if differing is None:
        if seq1 == seq2:
            return
        differing = "%ss differ: %s != %s\n" % ((kind[0].upper() + kind[1:]), _repr(seq1),
                                                _repr(seq2))
        for i in range(min(len1, len2)):
            try:
                item1 = seq1[i]
            except (TypeError, IndexError, NotImplementedError):
                differing += "\nUnable to index element %d of first %s\n" % (i, kind)
                break
            try:
                item2 = seq2[i]
            except (TypeError, IndexError, NotImplementedError):
                differing += "\nUnable to index element %d of second %s\n" % (i, kind)
                break
            if item1 != item2:
                differing += "\nFirst differing element %d:\n%s\n%s\n" % (
                    i, _repr(item1), _repr(item2))
                break
        else:
            if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                return
        if len1 > len2:
            differing += "\nFirst %s contains %d additional elements.\n" % (kind, len1 - len2)
            try:
                differing += "First extra element %d:\n%s\n" % (len2, _repr(seq1[len2]))
            except (TypeError, IndexError, NotImplementedError):
                differing += "Unable to index element %d of first %s\n" % (len2, kind)
        elif len1 < len2:
            differing += "\nSecond %s contains %d additional elements.\n" % (kind, len2 - len1)
            try:
                differing += "First extra element %d:\n%s\n" % (len1, _repr(seq2[len1]))
            except (TypeError, IndexError, NotImplementedError):
                differing += "Unable to index element %d of second %s\n" % (len1, kind)
    diff = "\n" + "\n".join(difflib.ndiff(pprint.pformat(seq1).splitlines(),
                                          pprint.pformat(seq2).splitlines()))
    self.fail(self._formatMessage(msg, self._truncateMessage(differing, diff)))


def assertListEqual(self, list1, list2, msg=None):
    self.assertSequenceEqual(list1, list2, msg, seq_type=list)


def assertTupleEqual(self, tuple1, tuple2, msg=None):
    self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)


def assertSetEqual(self, set1, set2, msg=None):
    try:
        only1 = set1.difference(set2)
    except TypeError as e:
        self.fail("invalid type when attempting set difference: %s" % e)
    except AttributeError as e:
        self.fail("first argument does not support set difference: %s" % e)
    try:
        only2 = set2.difference(set1)
    except TypeError as e:
        self.fail("invalid type when attempting set difference: %s" % e)
    except AttributeError as e:
        self.fail("second argument does not support set difference: %s" % e)
    if not (only1 or only2):
        return
    lines = []
    if only1:
        lines.append("Items in the first set but not the second:")
        lines.extend(repr(item) for item in only1)
    if only2:
        lines.append("Items in the second set but not the first:")
        lines.extend(repr(item) for item in only2)
    self.fail(self._formatMessage(msg, "\n".join(lines)))


def assertDictEqual(self, d1, d2, msg=None):
    self.assertIsInstance(d1, dict, "First argument is not a dictionary")
    self.assertIsInstance(d2, dict, "Second argument is not a dictionary")
    if d1 != d2:
        standard = "%s != %s" % (_repr(d1), _repr(d2))
        diff = "\n" + "\n".join(difflib.ndiff(pprint.pformat(d1).splitlines(),
                                              pprint.pformat(d2).splitlines()))
        self.fail(self._formatMessage(msg, self._truncateMessage(standard, diff)))


def assertDictContainsSubset(self, subset, dictionary, msg=None):
    raise NotImplementedError("assertDictContainsSubset (deprecated) is not provided in the "
                              "playground")


def assertMultiLineEqual(self, first, second, msg=None):
    self.assertIsInstance(first, str, "First argument is not a string")
    self.assertIsInstance(second, str, "Second argument is not a string")
    if first == second:
        return
    if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
        self._baseAssertEqual(first, second, msg)
    a = first.splitlines(True)
    b = second.splitlines(True)
    if len(a) == 1 and first.strip("\r\n") == first:
        a = [first + "\n"]
        b = [second + "\n"]
    standard = "%s != %s" % (_repr(first), _repr(second))
    diff = "\n" + "".join(difflib.ndiff(a, b))
    self.fail(self._formatMessage(msg, self._truncateMessage(standard, diff)))


def assertCountEqual(self, first, second, msg=None):
    first_seq, second_seq = list(first), list(second)
    rows = []
    # The counts of each distinct element (by equality), first's elements first.
    seen = []
    for elem in first_seq + second_seq:
        if any(elem is s or elem == s for s in seen):
            continue
        seen.append(elem)
        c1 = sum(1 for x in first_seq if x is elem or x == elem)
        c2 = sum(1 for x in second_seq if x is elem or x == elem)
        if c1 != c2:
            rows.append((c1, c2, elem))
    if rows:
        lines = ["First has %d, Second has %d:  %r" % row for row in rows]
        text = "Element counts were not equal:\n" + "\n".join(lines)
        self.fail(self._formatMessage(msg, text))


def assertIn(self, member, container, msg=None):
    if member not in container:
        self.fail(self._formatMessage(msg, "%s not found in %s" % (_repr(member),
                                                                    _repr(container))))


def assertNotIn(self, member, container, msg=None):
    if member in container:
        self.fail(self._formatMessage(msg, "%s unexpectedly found in %s" % (
            _repr(member), _repr(container))))


def assertIs(self, expr1, expr2, msg=None):
    if expr1 is not expr2:
        self.fail(self._formatMessage(msg, "%s is not %s" % (_repr(expr1), _repr(expr2))))


def assertIsNot(self, expr1, expr2, msg=None):
    if expr1 is expr2:
        self.fail(self._formatMessage(msg, "unexpectedly identical: %s" % (_repr(expr1),)))


def assertIsNone(self, obj, msg=None):
    if obj is not None:
        self.fail(self._formatMessage(msg, "%s is not None" % (_repr(obj),)))


def assertIsNotNone(self, obj, msg=None):
    if obj is None:
        self.fail(self._formatMessage(msg, "unexpectedly None"))


def assertIsInstance(self, obj, cls, msg=None):
    if not isinstance(obj, cls):
        self.fail(self._formatMessage(msg, "%s is not an instance of %r" % (_repr(obj), cls)))


def assertNotIsInstance(self, obj, cls, msg=None):
    if isinstance(obj, cls):
        self.fail(self._formatMessage(msg, "%s is an instance of %r" % (_repr(obj), cls)))


def _order(self, a, b, ok, words, msg):
    if not ok:
        self.fail(self._formatMessage(msg, "%s %s %s" % (_repr(a), words, _repr(b))))


def assertLess(self, a, b, msg=None):
    _order(self, a, b, a < b, "not less than", msg)


def assertLessEqual(self, a, b, msg=None):
    _order(self, a, b, a <= b, "not less than or equal to", msg)


def assertGreater(self, a, b, msg=None):
    _order(self, a, b, a > b, "not greater than", msg)


def assertGreaterEqual(self, a, b, msg=None):
    _order(self, a, b, a >= b, "not greater than or equal to", msg)


def assertRegex(self, text, expected_regex, msg=None):
    if isinstance(expected_regex, (str, bytes)):
        assert expected_regex, "expected_regex must not be empty."
        expected_regex = re.compile(expected_regex)
    if not expected_regex.search(text):
        self.fail(self._formatMessage(msg, "Regex didn't match: %r not found in %r" % (
            expected_regex.pattern, text)))


def assertNotRegex(self, text, unexpected_regex, msg=None):
    if isinstance(unexpected_regex, (str, bytes)):
        unexpected_regex = re.compile(unexpected_regex)
    m = unexpected_regex.search(text)
    if m:
        self.fail(self._formatMessage(msg, "Regex matched: %r matches %r in %r" % (
            text[m.start():m.end()], unexpected_regex.pattern, text)))
