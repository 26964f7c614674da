# exit() and quit() end the program with status 0.
# reference: cpython
# exit: 0
# page: skip (an exit status is the CLI's; the page ends the run without one)
print("one")
exit()
print("never")
