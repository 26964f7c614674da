print('a'
