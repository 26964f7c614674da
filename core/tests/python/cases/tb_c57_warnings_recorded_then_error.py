import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("recorded", UserWarning)
    print(len(w), w[0].category.__name__, str(w[0].message), w[0].lineno)
warnings.warn("shown", stacklevel=1)
warnings.warn("shown", stacklevel=1)
for i in range(2):
    warnings.warn("loop")
1 / 0
