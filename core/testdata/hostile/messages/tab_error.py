# Tabs and spaces mixed inconsistently.
# reference: cpython
# exit: 1
# error: TabError: inconsistent use of tabs and spaces in indentation
if True:
        x = 1
	y = 2
