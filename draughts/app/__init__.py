"""The learner's view of the course: the lessons as a page of their own, with Python in the browser.

The page (``app/`` in the repository, built into the site's ``learn/`` folder) runs
the lessons' cells in Pyodide and draws their widgets itself. This layer is its Python
side, plain Python that runs (and is tested) anywhere:

- :mod:`draughts.app.bridge` carries the widgets' messages to the page and back, with no
  kernel in between;
- :mod:`draughts.app.cells` runs a lesson's cells and collects what each one shows;
- :mod:`draughts.app.codes` moves a learner's stars to another device with a progress code;
- :mod:`draughts.app.ipython` gives ipywidgets the few names of IPython it imports, where
  there is no IPython shell.
"""
