import warnings
def old():
    warnings.warn("old() is deprecated", DeprecationWarning, stacklevel=2)
    warnings.warn("careful")
    return 1
print(old())
raise ValueError("end")
