@ECHO off
REM `mcpscope-demo` by name on Windows: see the file mcpscope-demo next to this one.
node "%~dp0..\mcpscope-demo.js" %*
