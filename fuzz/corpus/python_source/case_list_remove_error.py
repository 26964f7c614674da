[1, 2].remove(3)
