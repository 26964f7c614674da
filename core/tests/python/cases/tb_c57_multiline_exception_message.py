class ReportError(Exception):
    pass

problems = ["line 3: missing value", "line 7: bad date"]
raise ReportError("found %d problems:\n  %s" % (len(problems), "\n  ".join(problems)))
